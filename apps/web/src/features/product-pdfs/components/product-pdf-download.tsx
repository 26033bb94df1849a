import { useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { Spinner } from '@/components/spinner/spinner';
import { useDownloadProductPdf } from '@/features/product-pdfs/api/download-product-pdf';
import { useProduct } from '@/features/product-pdfs/api/get-product';
import styles from '@/features/product-pdfs/components/product-pdfs.module.css';

interface ProductPdfDownloadProps {
  productCode: string;
  /** The product's title, naming the button for screen readers. */
  title: string;
}

/**
 * "Download PDF" for a product whose files mark a product.pdf: fetched as a zip, unzipped in
 * the browser and saved. While the server still makes the PDF it says so; a product without
 * photos (or one that cannot be read) shows nothing.
 */
export function ProductPdfDownload({ productCode, title }: ProductPdfDownloadProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `productPdfs.${id}` }, values);
  const product = useProduct(productCode);
  const download = useDownloadProductPdf();
  const pdf = product.data?.files.find((file) => file.purpose === 'product.pdf');

  if (!pdf) {
    const preparing = product.data && product.data.pdfState !== 'None';
    return preparing ? (
      <p className={styles.status} role="status">
        <Spinner size={16} />
        {text('preparing')}
      </p>
    ) : null;
  }
  return (
    <div className={styles.download}>
      <Button
        variant="secondary"
        size="small"
        // Named by its visible text plus the product; while busy, by the visible text alone.
        aria-label={download.isPending ? undefined : text('downloadLabel', { title })}
        aria-busy={download.isPending}
        disabled={download.isPending}
        onClick={() => {
          download.mutate(productCode);
        }}
      >
        {download.isPending ? <Spinner size={16} /> : <Icon name="download" size={16} />}
        {download.isPending ? text('downloading') : text('download')}
      </Button>
      {download.isError ? (
        <p className={styles.error} role="alert">
          {text('error')}
        </p>
      ) : null}
    </div>
  );
}
