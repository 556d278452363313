/** True for an absolute URL whose scheme is one of `protocols` (http and https by default). */
export function isWebUrl(value: string, protocols: readonly string[] = ["http:", "https:"]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Paths of images this platform stored itself (served by /uploads/images). */
export const UPLOADED_IMAGE_PATH = /^\/uploads\/images\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
