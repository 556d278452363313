import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { Mail, RotateCw, TriangleAlert } from "lucide-react";
import { JOB_FAILURE_DAYS, type AdminEmail, type EmailTemplateName, type PlatformJobName } from "@shared/schemas/email";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Pager } from "@/components/pager";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { formatDate } from "@/lib/format";
import { notifyMutationFailure } from "@/lib/mutation-errors";
import { adminEmailsQueryOptions, jobFailuresQueryOptions, useRetryEmail } from "../api/email-queries";
import { QueryView } from "@/components/query-view";

/** A name from `labels`, or the technical name itself when this screen does not know it. */
const labelOf = (labels: Record<string, string>, name: string): string => (Object.hasOwn(labels, name) ? labels[name]! : name);

/** Background jobs that failed after every retry: shown only when there are some. */
function JobFailuresCard() {
  const { t } = useTranslation("admin");
  const failures = useQuery(jobFailuresQueryOptions());
  // A background job's name as people read it; an unknown job keeps its technical name.
  const jobLabels: Record<PlatformJobName, string> = {
    "email.deliver": t("emails.jobs.deliver"),
    "payments.test-renewals": t("emails.jobs.renewals"),
    "maintenance.sweeps": t("emails.jobs.sweeps"),
    "content.chapter-unlocks": t("emails.jobs.chapterUnlocks"),
    "content.video-transcode": t("emails.jobs.videoTranscode"),
    "account.data-exports": t("emails.jobs.dataExports"),
    "audit.retention": t("emails.jobs.auditRetention"),
  };
  if (!failures.data?.length) return null;
  return (
    <Card data-testid="card-job-failures">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <TriangleAlert className="h-5 w-5 text-destructive" aria-hidden />
          {t("emails.jobs.title")}
        </CardTitle>
        <CardDescription>{t("emails.jobs.description", { days: JOB_FAILURE_DAYS })}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y text-sm" data-testid="list-job-failures">
          {failures.data.map((job) => (
            <li key={job.id} className="py-2">
              <span className="font-medium">{labelOf(jobLabels, job.name)}</span>
              <span className="text-muted-foreground">
                {" "}
                · {formatDate(job.failedAt)} · {t("emails.attempts", { n: job.attempts })}
              </span>
              {job.error && <p className="break-words text-destructive">{job.error}</p>}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

const STATUS_BADGE: Record<AdminEmail["status"], "success" | "destructive" | "secondary" | "outline"> = {
  sent: "success",
  failed: "destructive",
  queued: "secondary",
  not_sent_no_server: "outline",
};

function EmailRow({ email }: { email: AdminEmail }) {
  const { t } = useTranslation("admin");
  const retry = useRetryEmail();
  // An email template's name as people read it; an unknown template keeps its technical name.
  const templateLabels: Record<EmailTemplateName, string> = {
    verification: t("emails.templates.verification"),
    password_reset: t("emails.templates.passwordReset"),
    password_changed: t("emails.templates.passwordChanged"),
    payout_method_changed: t("emails.templates.payoutMethodChanged"),
    two_factor_recovery_code_used: t("emails.templates.twoFactorRecoveryCodeUsed"),
    two_factor_disabled: t("emails.templates.twoFactorDisabled"),
    new_sign_in: t("emails.templates.newSignIn"),
    signup_attempt: t("emails.templates.signupAttempt"),
    purchase_receipt: t("emails.templates.receipt"),
    payment_failed: t("emails.templates.paymentFailed"),
    subscription_cancelled: t("emails.templates.subscriptionCancelled"),
    refund_issued: t("emails.templates.refund"),
    certificate_earned: t("emails.templates.certificate"),
    commission_earned: t("emails.templates.commissionEarned"),
    payout_sent: t("emails.templates.payoutSent"),
    chapter_unlocked: t("emails.templates.chapterUnlocked"),
    data_export_ready: t("emails.templates.dataExportReady"),
  };

  const statusText: Record<AdminEmail["status"], string> = {
    queued: t("emails.status.queued"),
    sent: t("emails.status.sent"),
    failed: t("emails.status.failed"),
    not_sent_no_server: t("emails.status.noServer"),
  };
  const onRetry = () =>
    retry.mutate(email.id, {
      onSuccess: () => toast({ title: t("emails.requeued"), description: t("emails.requeuedTo", { recipient: email.recipient }) }),
      onError: (error) => notifyMutationFailure(t("emails.retryFailed"), error),
    });
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-5 py-4" data-testid={`email-${email.id}`}>
      <div className="min-w-0 space-y-1">
        <p className="truncate font-medium" data-testid={`email-subject-${email.id}`}>
          {email.subject}
        </p>
        <p className="text-sm text-muted-foreground">
          {t("emails.row", {
            recipient: email.recipient,
            template: labelOf(templateLabels, email.template),
            date: formatDate(email.createdAt),
            n: email.attempts,
          })}
        </p>
        {email.lastError && email.status !== "sent" && (
          <p className="break-words text-sm text-destructive" data-testid={`email-error-${email.id}`}>
            {email.lastError}
          </p>
        )}
      </div>
      <div className="flex items-center gap-3">
        <Badge variant={STATUS_BADGE[email.status]} data-testid={`email-status-${email.id}`}>
          {statusText[email.status]}
        </Badge>
        {email.status === "failed" && (
          <Button size="sm" variant="outline" onClick={onRetry} disabled={retry.isPending} data-testid={`button-retry-${email.id}`}>
            <RotateCw aria-hidden />
            {t("emails.retry")}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Jobs & Emails (docs/product-rules.md §9): what was sent to whom. Never a body or a link: they carry tokens. */
export default function AdminEmailsPage() {
  const { t } = useTranslation("admin");
  const [page, setPage] = useState(1);
  const list = useQuery(adminEmailsQueryOptions(page));

  return (
    <div className="space-y-6">
      <PageHeader title={t("emails.title")} description={t("emails.description")} />
      <JobFailuresCard />
      <QueryView
        query={list}
        what={t("emails.what")}
        errorTestId="emails-error"
        errorIcon={Mail}
        loading={
          <div className="space-y-2" aria-hidden>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        }
        isEmpty={(data) => data.emails.length === 0}
        empty={<EmptyState icon={Mail} title={t("emails.empty.title")} description={t("emails.empty.description")} testId="empty-emails" />}
      >
        {(data) => (
          <Card>
            <CardContent className="p-0">
              <ul className="divide-y" data-testid="list-emails">
                {data.emails.map((email) => (
                  <EmailRow key={email.id} email={email} />
                ))}
              </ul>
              <div className="px-5 pb-3">
                <Pager
                  offset={(page - 1) * data.pageSize}
                  limit={data.pageSize}
                  total={data.total}
                  onChange={(offset) => setPage(offset / data.pageSize + 1)}
                />
              </div>
            </CardContent>
          </Card>
        )}
      </QueryView>
    </div>
  );
}
