// The transcript beside the player (docs/decisions/017-captions-and-player.md): the chapter's captions as a list of lines;
// the line being spoken is highlighted and kept in view, a click seeks to it, and a search box
// filters the lines and marks the matches.
import { useDeferredValue, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useQuery } from "@tanstack/react-query";
import { FileText, Search } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { QueryView } from "@/components/query-view";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { apiRequest } from "@/lib/api-client";
import { formatClock } from "@/lib/format";
import { cn } from "@/lib/utils";
import { activeCueIndex, parseVtt, type Cue } from "../lib/vtt-cues";
import type { TimeSource } from "../lib/time-source";

export { createTimeSource } from "../lib/time-source";

export const transcriptQueryOptions = (url: string) => ({
  queryKey: ["captions", url] as const,
  queryFn: async () => parseVtt(await (await apiRequest("GET", url)).text()),
  staleTime: 5 * 60 * 1000,
  meta: { silentErrors: true },
});

interface TranscriptPanelProps {
  /** The WebVTT address of the chosen language. */
  url: string;
  languageName: string;
  time: TimeSource;
  onSeek: (seconds: number) => void;
}

export function TranscriptPanel({ url, languageName, time, onSeek }: TranscriptPanelProps) {
  const { t } = useTranslation("player");
  const cues = useQuery(transcriptQueryOptions(url));
  const [search, setSearch] = useState("");
  return (
    <Card data-testid="panel-transcript">
      <CardHeader className="space-y-3 pb-3">
        <CardTitle className="flex items-center gap-2 text-lg" id="transcript-title">
          <FileText className="h-5 w-5 text-primary" aria-hidden />
          {t("transcript.title")} <span className="text-sm font-normal text-muted-foreground">({languageName})</span>
        </CardTitle>
        <div className="relative">
          <Search className="pointer-events-none absolute left-2.5 top-2.5 h-4 w-4 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t("transcript.search")}
            aria-label={t("transcript.search")}
            className="pl-8"
            data-testid="input-transcript-search"
          />
        </div>
      </CardHeader>
      <CardContent>
        <QueryView
          query={cues}
          what={t("transcript.what")}
          errorTestId="error-transcript"
          compact
          loading={
            <div className="space-y-2" role="status" aria-busy="true" aria-label={t("transcript.loading")}>
              <Skeleton className="h-6 w-full" />
              <Skeleton className="h-6 w-full" />
              <Skeleton className="h-6 w-2/3" />
            </div>
          }
          isEmpty={(list) => list.length === 0}
          empty={<p className="text-sm text-muted-foreground">{t("transcript.noLines")}</p>}
        >
          {(list) => <TranscriptLines cues={list} search={search} time={time} onSeek={onSeek} />}
        </QueryView>
      </CardContent>
    </Card>
  );
}

function TranscriptLines({ cues, search, time, onSeek }: { cues: Cue[]; search: string; time: TimeSource; onSeek: (s: number) => void }) {
  // Re-renders when the spoken line changes, not at every time update.
  const currentCue = () => activeCueIndex(cues, time.get());
  const active = useSyncExternalStore(time.subscribe, currentCue, currentCue);
  const query = useDeferredValue(search.trim().toLocaleLowerCase());
  const shown = useMemo(
    () => cues.map((cue, index) => ({ cue, index })).filter(({ cue }) => !query || cue.text.toLocaleLowerCase().includes(query)),
    [cues, query],
  );
  const listRef = useRef<HTMLOListElement>(null);
  const { t } = useTranslation("player");

  // Follow the spoken line inside the list (never scrolling the page itself).
  useEffect(() => {
    const list = listRef.current;
    const line = list?.querySelector<HTMLElement>("[aria-current=true]");
    if (!list || !line) return;
    const top = line.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + line.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, top - list.clientHeight / 3);
    }
  }, [active, query]);

  return (
    <>
      <p className="sr-only" aria-live="polite" data-testid="text-transcript-matches">
        {query ? t("transcript.matches", { n: shown.length }) : ""}
      </p>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="empty-transcript-search">
          {t("transcript.noMatch", { query: search.trim() })}
        </p>
      ) : (
        <ol
          ref={listRef}
          className="relative max-h-[28rem] space-y-0.5 overflow-y-auto pr-1"
          aria-labelledby="transcript-title"
          data-testid="list-transcript"
        >
          {shown.map(({ cue, index }) => (
            <li key={index}>
              <button
                type="button"
                onClick={() => onSeek(cue.start)}
                aria-current={index === active ? "true" : undefined}
                className={cn(
                  "flex w-full gap-3 rounded-md px-2 py-1.5 text-left text-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  index === active && "bg-primary/10 font-medium text-foreground",
                )}
                data-testid={`button-cue-${index}`}
              >
                <span className="shrink-0 tabular-nums text-xs leading-5 text-primary">{formatClock(cue.start)}</span>
                <span className="min-w-0">
                  <Highlighted text={cue.text} query={query} />
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** The text with each case-insensitive occurrence of `query` in <mark>. */
function Highlighted({ text, query }: { text: string; query: string }) {
  if (!query) return <>{text}</>;
  const parts: { text: string; match: boolean }[] = [];
  const lower = text.toLocaleLowerCase();
  let at = 0;
  for (let found = lower.indexOf(query); found >= 0; found = lower.indexOf(query, found + query.length)) {
    if (found > at) parts.push({ text: text.slice(at, found), match: false });
    parts.push({ text: text.slice(found, found + query.length), match: true });
    at = found + query.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return (
    <>
      {parts.map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded bg-yellow-200 px-0.5 text-foreground dark:bg-yellow-500/40">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
