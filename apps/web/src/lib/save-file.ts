/**
 * Lets the browser save a file by itself: a link with the download attribute, clicked once.
 * The signed URLs are same-origin attachments, so the browser keeps the page and saves the file
 * (under `fileName` when given, else under the name the server sends).
 */
export function saveFile(url: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? '';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
