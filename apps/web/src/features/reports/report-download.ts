/** Hands a finished report to the browser: its address answers with the file as an attachment (a download). */
export const reportDownload = {
  start(url: string): void {
    window.location.assign(url);
  },
};
