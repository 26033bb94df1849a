/** Tables owned by the projects module (decision 0240). */
export interface ProjectsTable {
  /** The editor's project id (ours for a project the prints step saved). */
  id: string;
  /** The customer record's id (customer module) whose project it is. */
  customer_id: string;
  title: string;
  article_code: string;
  article_type: string;
  page_count: number;
  /** A photo of the customer's library shown as the cover (signed when listed). */
  cover_photo_id: string | null;
  /** Or an image URL the editor gave. */
  cover_image_url: string | null;
  /** JSON of the contract's PrintsSelection: a prints project's photos and options. */
  prints_selection: string | null;
  created_at: string;
  last_edited_at: string;
}

export interface ProjectsTables {
  projects_projects: ProjectsTable;
}
