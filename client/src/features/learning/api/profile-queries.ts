// The learner profile (docs/spec.md §2, §7): PATCH /api/user/profile and POST /api/user/avatar. The Courses
// Enrolled and Certificates badges read the learner lists of learning-queries.ts.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/schemas/auth";
import type { ProfileUpdate } from "@shared/schemas/profile";
import type { PublicProfile } from "@shared/schemas/public-profile";
import { UPLOAD_FIELDS } from "@shared/schemas/uploads";
import { toast } from "@/hooks/use-toast";
import { i18n } from "@/i18n";
import { apiJson } from "@/lib/api-client";
import { CURRENT_USER_QUERY_KEY } from "@/lib/query-client";
import { notifyUpdateFailure } from "./profile-feedback";

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // Email is read-only (docs/spec.md §2): the server refuses a body that carries it, so it is never sent.
    mutationFn: (profile: ProfileUpdate) => apiJson<PublicUser>("PATCH", "/api/user/profile", profile),
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      toast({ title: i18n.t("learning:profile.updated") });
    },
    onError: (error) => notifyUpdateFailure("update", error),
  });
}

export function useUploadAvatarMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append(UPLOAD_FIELDS.image, file);
      return apiJson<PublicUser>("POST", "/api/user/avatar", body);
    },
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      toast({ title: i18n.t("learning:profile.photoUpdated") });
    },
    onError: (error) => notifyUpdateFailure("upload", error),
  });
}

/** GET /api/profiles/:username: a public profile as the reader may see it (401 and 404 are answers, not toasts). */
export const publicProfileQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ["profiles", username.toLowerCase()] as const,
    queryFn: () => apiJson<PublicProfile>("GET", `/api/profiles/${encodeURIComponent(username)}`),
    // 401 (members only) and 404 are answers the page shows; a reader without a session stays on it.
    meta: { silentErrors: true, handlesUnauthorized: true },
  });
