// Multipart upload with progress. fetch cannot report upload progress, so this one call uses
// XMLHttpRequest; it sends the same cookie and CSRF header as api-client.ts and fails with the same
// ApiError, so callers handle both alike.
import { ApiError } from "@/lib/api-client";
import { formatNumber } from "@/lib/format";

export interface UploadOptions {
  /** Called with 0-100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  /** Aborting cancels the request; the promise then rejects with an AbortError DOMException. */
  signal?: AbortSignal;
}

/** POSTs `file` as multipart field `field` to `url` and resolves with the JSON answer. */
export function uploadWithProgress<T>(url: string, field: string, file: File, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException("The upload was cancelled.", "AbortError"));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();

    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("X-Requested-With", "XMLHttpRequest");

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      signal?.removeEventListener("abort", onAbortSignal);
      const text = xhr.responseText ?? "";
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        try {
          resolve((text ? JSON.parse(text) : undefined) as T);
        } catch {
          reject(new ApiError(xhr.status, xhr.statusText, "The server sent an unreadable answer."));
        }
        return;
      }
      reject(new ApiError(xhr.status, xhr.statusText, text));
    };
    // Same failure type as fetch when the server cannot be reached (isNetworkError).
    xhr.onerror = () => {
      signal?.removeEventListener("abort", onAbortSignal);
      reject(new TypeError("Network request failed"));
    };
    xhr.onabort = () => {
      signal?.removeEventListener("abort", onAbortSignal);
      reject(new DOMException("The upload was cancelled.", "AbortError"));
    };
    signal?.addEventListener("abort", onAbortSignal, { once: true });

    const body = new FormData();
    body.append(field, file);
    xhr.send(body);
  });
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** 993 -> "993 B", 282261 -> "275.6 KB" (the decimal sign of the active locale). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${formatNumber(Math.max(0, Math.round(bytes || 0)))} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} ${units[unit]}`;
}
