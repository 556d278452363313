// The three upload calls of docs/spec.md §7. They run as mutations so an expired session or maintenance
// mode is announced by the query client like any other call.
import { useMutation } from "@tanstack/react-query";
import { UPLOAD_FIELDS, type DocumentUploadResponse, type ImageUploadResponse, type VideoUploadResponse } from "@shared/schemas/uploads";
import { i18n } from "@/i18n";
import { apiJson } from "@/lib/api-client";
import { isAbortError, uploadWithProgress } from "@/lib/upload";
import { notifySuccess, notifyUploadFailure } from "./mutation-feedback";

function formDataWith(field: string, file: File): FormData {
  const body = new FormData();
  body.append(field, file);
  return body;
}

export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) => apiJson<ImageUploadResponse>("POST", "/api/upload/image", formDataWith(UPLOAD_FIELDS.image, file)),
    onSuccess: () => notifySuccess(i18n.t("admin:feedback.imageUploaded")),
    onError: (error) => notifyUploadFailure("image", error),
  });
}

export function useUploadDocument() {
  return useMutation({
    mutationFn: (file: File) => apiJson<DocumentUploadResponse>("POST", "/api/upload", formDataWith(UPLOAD_FIELDS.document, file)),
    onSuccess: () => notifySuccess(i18n.t("admin:feedback.fileUploaded")),
    onError: (error) => notifyUploadFailure("file", error),
  });
}

interface VideoUploadVariables {
  file: File;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/** Videos are large: XMLHttpRequest reports how much has been sent, for the progress bar. */
export function useUploadVideo() {
  return useMutation({
    mutationFn: ({ file, onProgress, signal }: VideoUploadVariables) =>
      uploadWithProgress<VideoUploadResponse>("/api/upload/video", UPLOAD_FIELDS.video, file, { onProgress, signal }),
    onSuccess: () => notifySuccess(i18n.t("admin:feedback.videoUploaded")),
    onError: (error) => {
      if (isAbortError(error)) return; // the admin closed the dialog
      notifyUploadFailure("video", error);
    },
  });
}
