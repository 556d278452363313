// "Download my data" (docs/product-rules.md §15): ask for an archive of everything the platform
// holds about the account, see it being prepared, download it while it is ready (24 hours).
import { useQuery } from "@tanstack/react-query";
import { Download, FileArchive, Loader2 } from "lucide-react";
import type { DataExport, DataExportState } from "@shared/schemas/data-export";
import { QueryView } from "@/components/query-view";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { intlLocale } from "@/i18n";
import { useTranslation } from "@/i18n/react";
import { dataExportQueryOptions, useRequestDataExportMutation } from "../api/data-export-queries";
import { serverMessageOf } from "../api/profile-feedback";

/** A moment with its time of day, in the reader's time zone, named (docs/product-rules.md §16). */
function formatMoment(iso: string): string {
  return new Date(iso).toLocaleString(intlLocale(), {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
}

function LatestExport({ latest }: { latest: DataExport }) {
  const { t } = useTranslation("learning");
  switch (latest.status) {
    case "pending":
      return (
        <p className="flex items-center gap-2 text-sm" role="status" data-testid="text-data-export-pending">
          <Loader2 className="h-4 w-4 shrink-0 animate-spin" aria-hidden />
          {t("dataExport.pending", { date: formatMoment(latest.createdAt) })}
        </p>
      );
    case "ready":
      return (
        <div className="space-y-3" data-testid="data-export-ready">
          <p className="text-sm">{t("dataExport.ready", { date: formatMoment(latest.expiresAt ?? latest.createdAt) })}</p>
          <Button asChild>
            <a href={latest.downloadPath ?? undefined} download data-testid="link-download-data-export">
              <Download aria-hidden />
              {t("dataExport.download")}
            </a>
          </Button>
        </div>
      );
    case "expired":
      return (
        <p className="text-sm text-muted-foreground" data-testid="text-data-export-expired">
          {t("dataExport.expired", { date: formatMoment(latest.expiresAt ?? latest.createdAt) })}
        </p>
      );
    case "failed":
      return (
        <p className="text-sm text-destructive" data-testid="text-data-export-failed">
          {t("dataExport.failed")}
        </p>
      );
  }
}

function ExportState({ state }: { state: DataExportState }) {
  const { t } = useTranslation("learning");
  const request = useRequestDataExportMutation();
  const pending = state.latest?.status === "pending";
  return (
    <div className="space-y-4">
      {state.latest ? (
        <LatestExport latest={state.latest} />
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="text-data-export-none">
          {t("dataExport.none")}
        </p>
      )}
      {!pending && (
        <div className="space-y-2">
          <Button
            variant={state.latest?.status === "ready" ? "outline" : "default"}
            onClick={() => request.mutate()}
            disabled={request.isPending || state.nextRequestAt !== null}
            data-testid="button-request-data-export"
          >
            <FileArchive aria-hidden />
            {request.isPending ? t("dataExport.requesting") : t("dataExport.request")}
          </Button>
          {state.nextRequestAt && (
            <p className="text-sm text-muted-foreground" data-testid="text-data-export-next">
              {t("dataExport.nextRequest", { date: formatMoment(state.nextRequestAt) })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

export function DataExportCard() {
  const { t } = useTranslation("learning");
  const query = useQuery(dataExportQueryOptions);
  return (
    <Card id="data-export" data-testid="card-data-export">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <FileArchive className="h-5 w-5" aria-hidden />
          {t("dataExport.title")}
        </CardTitle>
        <CardDescription>{t("dataExport.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView
          query={query}
          what={t("dataExport.what")}
          compact
          errorTestId="error-data-export"
          errorDescription={serverMessageOf(query.error)}
          loading={
            <div
              className="space-y-3"
              role="status"
              aria-busy="true"
              aria-label={t("dataExport.loading")}
              data-testid="skeleton-data-export"
            >
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-10 w-40" />
            </div>
          }
        >
          {(state) => <ExportState state={state} />}
        </QueryView>
      </CardContent>
    </Card>
  );
}
