import { useWidgetPage } from '@/features/widgets/api/get-widget-page';
import { BookPageImage } from '@/features/widgets/components/book-viewer';

/**
 * A page of the owner's own book: fetched with their token (decision 0250) when the viewer
 * renders it, i.e. when it comes into view or is next.
 */
export function OwnerPageImage({ code, page }: { code: string; page: number }) {
  const { data } = useWidgetPage(code, page, true);
  return <BookPageImage src={data} page={page} />;
}
