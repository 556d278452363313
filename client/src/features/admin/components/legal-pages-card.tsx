import { useForm } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { LEGAL_BODY_MAX, legalDocumentUpdateSchema, type LegalDocument, type LegalKind } from "@shared/schemas/legal";
import { TextareaField } from "@/components/form-controls";
import { QueryView } from "@/components/query-view";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { formatDate } from "@/lib/format";
import { notifyMutationFailure } from "@/lib/mutation-errors";
import { legalDocumentQueryOptions, useSaveLegalDocument } from "../api/admin-content";

function LegalForm({ kind, doc }: { kind: LegalKind; doc: LegalDocument }) {
  const { t } = useTranslation("admin");
  const save = useSaveLegalDocument(kind);
  const form = useForm<{ body: string }>({ resolver: zodResolver(legalDocumentUpdateSchema), defaultValues: { body: doc.body } });
  const label = kind === "privacy" ? t("legal.privacy") : t("legal.terms");
  const onSubmit = form.handleSubmit(({ body }) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset({ body: saved.body });
        toast({ title: t("legal.saved", { page: label }) });
      },
      onError: (error) => {
        applyServerFieldErrors(error, ["body"], form.setError);
        notifyMutationFailure(t("legal.failed"), error);
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" data-testid={`form-legal-${kind}`}>
      <TextareaField
        id={`legal-${kind}`}
        label={label}
        testId={`legal-${kind}`}
        rows={10}
        maxLength={LEGAL_BODY_MAX}
        error={form.formState.errors.body?.message}
        {...form.register("body")}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-muted-foreground">
          {doc.updatedAt ? t("legal.updated", { date: formatDate(doc.updatedAt) }) : t("legal.default")}{" "}
          <a href={`/${kind}`} target="_blank" rel="noreferrer" className="underline underline-offset-2">
            {t("legal.view")}
          </a>
        </p>
        <Button type="submit" disabled={save.isPending} data-testid={`button-save-legal-${kind}`}>
          <Save aria-hidden />
          {save.isPending ? t("settings.saving") : t("legal.save")}
        </Button>
      </div>
    </form>
  );
}

function LegalEditor({ kind }: { kind: LegalKind }) {
  const { t } = useTranslation("admin");
  const query = useQuery(legalDocumentQueryOptions(kind));
  return (
    <QueryView query={query} what={t("legal.what")} compact loading={<Skeleton className="h-56 w-full" />}>
      {(doc) => <LegalForm key={doc.updatedAt ?? "default"} kind={kind} doc={doc} />}
    </QueryView>
  );
}

/** The text of /privacy and /terms, which visitors read from the landing page's footer. */
export function LegalPagesCard() {
  const { t } = useTranslation("admin");
  return (
    <Card data-testid="card-legal-pages">
      <CardHeader>
        <CardTitle className="text-lg">{t("legal.title")}</CardTitle>
        <CardDescription>{t("legal.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <LegalEditor kind="privacy" />
        <LegalEditor kind="terms" />
      </CardContent>
    </Card>
  );
}
