import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Mail, RotateCw, TriangleAlert } from "lucide-react";
import { EMAIL_STATUS_LABELS, JOB_FAILURE_DAYS, type AdminEmail } from "@shared/schemas/email";
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

const JOB_LABELS: Record<string, string> = {
  "email.deliver": "Sending email",
  "payments.test-renewals": "Subscription renewals",
  "maintenance.sweeps": "Cleanup sweeps",
};

/** Background jobs that failed after every retry: shown only when there are some. */
function JobFailuresCard() {
  const failures = useQuery(jobFailuresQueryOptions());
  if (!failures.data?.length) return null;
  return (
    <Card data-testid="card-job-failures">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <TriangleAlert className="h-5 w-5 text-destructive" aria-hidden />
          Failed background jobs
        </CardTitle>
        <CardDescription>
          Jobs that failed after every retry in the last {JOB_FAILURE_DAYS} days. Each scheduled job runs again at its next time.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y text-sm" data-testid="list-job-failures">
          {failures.data.map((job) => (
            <li key={job.id} className="py-2">
              <span className="font-medium">{JOB_LABELS[job.name] ?? job.name}</span>
              <span className="text-muted-foreground">
                {" "}
                · {formatDate(job.failedAt)} · {job.attempts} {job.attempts === 1 ? "attempt" : "attempts"}
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

const TEMPLATE_LABELS: Record<string, string> = {
  verification: "Email verification",
  password_reset: "Password reset",
  password_changed: "Password changed",
  purchase_receipt: "Receipt",
  payment_failed: "Payment failed",
  subscription_cancelled: "Subscription cancelled",
  refund_issued: "Refund",
  certificate_earned: "Certificate",
  commission_earned: "Commission earned",
  payout_sent: "Payout sent",
};

function EmailRow({ email }: { email: AdminEmail }) {
  const retry = useRetryEmail();
  const onRetry = () =>
    retry.mutate(email.id, {
      onSuccess: () => toast({ title: "Email queued again", description: `To ${email.recipient}.` }),
      onError: (error) => notifyMutationFailure("Could not retry", error),
    });
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-5 py-4" data-testid={`email-${email.id}`}>
      <div className="min-w-0 space-y-1">
        <p className="truncate font-medium" data-testid={`email-subject-${email.id}`}>
          {email.subject}
        </p>
        <p className="text-sm text-muted-foreground">
          To {email.recipient} · {TEMPLATE_LABELS[email.template] ?? email.template} · {formatDate(email.createdAt)} · {email.attempts}{" "}
          {email.attempts === 1 ? "attempt" : "attempts"}
        </p>
        {email.lastError && email.status !== "sent" && (
          <p className="break-words text-sm text-destructive" data-testid={`email-error-${email.id}`}>
            {email.lastError}
          </p>
        )}
      </div>
      <div className="flex items-center gap-3">
        <Badge variant={STATUS_BADGE[email.status]} data-testid={`email-status-${email.id}`}>
          {EMAIL_STATUS_LABELS[email.status]}
        </Badge>
        {email.status === "failed" && (
          <Button size="sm" variant="outline" onClick={onRetry} disabled={retry.isPending} data-testid={`button-retry-${email.id}`}>
            <RotateCw aria-hidden />
            Retry
          </Button>
        )}
      </div>
    </li>
  );
}

/** Jobs & Emails (issue 14 §3): what was sent to whom. Never a body or a link: they carry tokens. */
export default function AdminEmailsPage() {
  const [page, setPage] = useState(1);
  const list = useQuery(adminEmailsQueryOptions(page));

  return (
    <div className="space-y-6">
      <PageHeader
        title="Jobs & Emails"
        description="Every email the platform sends, newest first. Emails are sent by a background job; a refused one is tried 5 times over about an hour and a half, then shows as failed."
      />
      <JobFailuresCard />
      <QueryView
        query={list}
        what="the emails"
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
        empty={
          <EmptyState
            icon={Mail}
            title="No emails yet"
            description="Receipts, password resets and notices appear here when they are sent."
            testId="empty-emails"
          />
        }
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
