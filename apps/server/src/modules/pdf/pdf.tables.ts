/** Tables owned by the pdf module (decision 0221). */
export interface ProductPdfsTable {
  /** The order product's id (orders module): one PDF per product. */
  product_id: string;
  /** The customer record's id whose order it is. */
  customer_id: string;
  /** Whose photos the pages are made of (photo-management's owner, a token `sub`). */
  owner_id: string;
  product_code: string;
  order_code: string;
  title: string;
  /** 'pending' | 'ready' | 'failed'. */
  status: string;
  /** A fresh id each time a job is asked for: only the job carrying it renders (once). */
  claim: string;
  /** The queued job's id, to tell a lost job (null until it is enqueued). */
  job_id: string | null;
  /** Set once ready. */
  blob_key: string | null;
  byte_size: number | null;
  page_count: number | null;
  created_at: string;
  updated_at: string;
}

export interface PdfTables {
  pdf_product_pdfs: ProductPdfsTable;
}
