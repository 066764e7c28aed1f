/** Hands a file to the user; injectable because tests have no document. */
export type FileSaver = (blob: Blob, fileName: string) => void;

const browserSaver: FileSaver = (blob, fileName) => {
  if (typeof document === 'undefined') return;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

let saver: FileSaver = browserSaver;

/** Replaces how files are saved (tests); returns the previous saver. */
export function setFileSaver(next: FileSaver): FileSaver {
  const previous = saver;
  saver = next;
  return previous;
}

/** Saves a downloaded file. */
export function saveFile(blob: Blob, fileName: string): void {
  saver(blob, fileName);
}
