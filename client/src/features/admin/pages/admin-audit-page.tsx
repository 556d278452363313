import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Download, ScrollText } from "lucide-react";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditEntry } from "@shared/schemas/audit";
import { useTranslation } from "@/i18n/react";
import { EmptyState } from "@/components/empty-state";
import { SelectField } from "@/components/form-controls";
import { PageHeader } from "@/components/page-header";
import { QueryView } from "@/components/query-view";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { TextField } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { auditPageQueryOptions, auditSearch, EMPTY_AUDIT_FILTERS, type AuditFilters } from "../api/audit-queries";

const ALL = "all";

function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" });
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation("admin");
  const actor = entry.actorId === null ? t("audit.noActor") : (entry.actorName ?? t("audit.deletedActor", { id: entry.actorId }));
  const target = entry.targetType ? `${entry.targetType}${entry.targetId ? ` #${entry.targetId}` : ""}` : "—";
  const details = Object.keys(entry.details).length ? JSON.stringify(entry.details) : "";
  return (
    <li className="space-y-1 px-5 py-3" data-testid={`audit-entry-${entry.id}`}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <code className="rounded bg-muted px-1.5 py-0.5 text-sm font-medium" data-testid={`audit-action-${entry.id}`}>
          {entry.action}
        </code>
        <span className="text-sm">{t("audit.by", { actor })}</span>
        <span className="text-sm text-muted-foreground">{target}</span>
      </div>
      <p className="text-xs text-muted-foreground">
        <time dateTime={entry.at}>{when(entry.at)}</time>
        {entry.ip ? ` · ${entry.ip}` : ""}
        {entry.requestId ? ` · ${t("audit.request", { id: entry.requestId })}` : ""}
      </p>
      {details && <p className="break-all font-mono text-xs text-muted-foreground">{details}</p>}
    </li>
  );
}

/** The audit log (docs/product-rules.md §15): who did what, filtered, newest first, as CSV. */
export default function AdminAuditPage() {
  const { t } = useTranslation("admin");
  const [filters, setFilters] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  // The cursors of the pages before this one: Previous goes back one.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors[cursors.length - 1];
  const page = useQuery(auditPageQueryOptions(filters, cursor));
  const change = (key: keyof AuditFilters) => (value: string) => {
    setFilters((current) => ({ ...current, [key]: value === ALL ? "" : value }));
    setCursors([]);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("audit.title")}
        description={t("audit.description")}
        actions={
          <Button asChild variant="outline">
            <a href={`/api/admin/audit.csv${auditSearch(filters)}`} download data-testid="link-export-audit">
              <Download aria-hidden />
              {t("audit.export")}
            </a>
          </Button>
        }
      />
      <Card>
        <CardContent className="grid gap-4 pt-6 sm:grid-cols-2 lg:grid-cols-5" data-testid="audit-filters">
          <SelectField
            id="audit-action"
            label={t("audit.filters.action")}
            testId="audit-action"
            value={filters.action || ALL}
            onChange={change("action")}
            options={[{ value: ALL, label: t("audit.filters.all") }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: a }))]}
          />
          <SelectField
            id="audit-target"
            label={t("audit.filters.targetType")}
            testId="audit-target"
            value={filters.targetType || ALL}
            onChange={change("targetType")}
            options={[{ value: ALL, label: t("audit.filters.all") }, ...AUDIT_TARGET_TYPES.map((a) => ({ value: a, label: a }))]}
          />
          <TextField
            id="audit-actor"
            label={t("audit.filters.actor")}
            inputMode="numeric"
            testId="audit-actor"
            value={filters.actor}
            onChange={(e) => change("actor")(e.target.value.replace(/\D/g, ""))}
          />
          <TextField
            id="audit-from"
            label={t("audit.filters.from")}
            type="date"
            testId="audit-from"
            value={filters.from}
            onChange={(e) => change("from")(e.target.value)}
          />
          <TextField
            id="audit-to"
            label={t("audit.filters.to")}
            type="date"
            testId="audit-to"
            value={filters.to}
            onChange={(e) => change("to")(e.target.value)}
          />
        </CardContent>
      </Card>
      <QueryView
        query={page}
        what={t("audit.what")}
        errorTestId="audit-error"
        errorIcon={ScrollText}
        loading={
          <div className="space-y-2" aria-hidden>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        }
        isEmpty={(data) => data.items.length === 0 && cursors.length === 0}
        empty={
          <EmptyState icon={ScrollText} title={t("audit.empty.title")} description={t("audit.empty.description")} testId="empty-audit" />
        }
      >
        {(data) => (
          <Card>
            <CardContent className="p-0">
              <ul className="divide-y" data-testid="list-audit">
                {data.items.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} />
                ))}
              </ul>
              <nav className="flex justify-between gap-2 px-5 py-3" aria-label={t("audit.pages")}>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={cursors.length === 0}
                  onClick={() => setCursors((c) => c.slice(0, -1))}
                  data-testid="button-audit-previous"
                >
                  <ChevronLeft aria-hidden />
                  {t("audit.previous")}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!data.nextCursor}
                  onClick={() => data.nextCursor && setCursors((c) => [...c, data.nextCursor!])}
                  data-testid="button-audit-next"
                >
                  {t("audit.next")}
                  <ChevronRight aria-hidden />
                </Button>
              </nav>
            </CardContent>
          </Card>
        )}
      </QueryView>
    </div>
  );
}
