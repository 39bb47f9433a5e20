/** Spec 2 §4 the answers export of a product (the project product), a download the browser navigates to. */
export const answersExportPath = (projectId: string, productId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/products/${encodeURIComponent(productId)}/answers.xlsx`;

/** Starts the download of a file the server sends as an attachment, without leaving the page. */
export function downloadFrom(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.click();
}
