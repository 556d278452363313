// The learner's notes on the course (docs/spec.md §2, §5, §8): written at the current video time of the
// current chapter, listed newest first with their time as m:ss, opened by a click (the chapter
// opens and the video jumps to the note's second), deleted one by one.
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { NotebookPen, Plus, Trash2 } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { noteCreateSchema, type Note } from "@shared/schemas/learning";
import type { Chapter } from "@shared/schemas/courses";
import { QueryView } from "@/components/query-view";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { formatClock } from "@/lib/format";
import { courseNotesQueryOptions, useAddNote, useDeleteNote } from "../api/learner-course";
import { usePlaybackSeconds, type PlaybackClock } from "../lib/playback-clock";

/** The player as the notes see it. */
export interface NotesPlayer {
  /** Seconds into the current chapter's video. */
  getCurrentTime(): number;
  /** Opens the chapter (when it is another one) and jumps to the second. */
  seekTo(seconds: number, chapterId: number | null): void;
}

interface NotesPanelProps {
  courseId: number;
  chapters: readonly Chapter[];
  /** The chapter a new note is written on. */
  currentChapter: Chapter | null;
  player: NotesPlayer;
  /** The playing second, for the "at 1:05" hint. */
  clock?: PlaybackClock;
}

const noteFormSchema = noteCreateSchema.pick({ content: true });
type NoteForm = { content: string };

export function NotesPanel({ courseId, chapters, currentChapter, player, clock }: NotesPanelProps) {
  const { t } = useTranslation("player");
  const notes = useQuery(courseNotesQueryOptions(courseId));
  const deleteNote = useDeleteNote(courseId);
  const chapterTitle = (id: number | null) => (id === null ? null : (chapters.find((c) => c.id === id)?.title ?? null));
  const deletingId = deleteNote.isPending ? deleteNote.variables : undefined;

  return (
    <Card data-testid="panel-notes">
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0 pb-3">
        <CardTitle className="flex items-center gap-2 text-lg">
          <NotebookPen className="h-5 w-5 text-primary" aria-hidden />
          {t("notes.title")}
        </CardTitle>
        {notes.data && notes.data.length > 0 && (
          <span className="text-sm text-muted-foreground" data-testid="text-notes-count">
            {t("notes.count", { n: notes.data.length })}
          </span>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {currentChapter?.locked ? (
          // The server refuses a note on a locked chapter (docs/product-rules.md §12): no form that cannot work.
          <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground" data-testid="text-notes-locked">
            {t("notes.lockedChapter", { chapter: currentChapter.title })}
          </p>
        ) : (
          <AddNoteForm courseId={courseId} currentChapter={currentChapter} player={player} clock={clock} />
        )}

        <QueryView
          query={notes}
          what={t("notes.what")}
          errorTestId="error-notes"
          compact
          loading={
            <div className="space-y-2" role="status" aria-busy="true" aria-label={t("notes.loading")}>
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
            </div>
          }
          isEmpty={(list) => list.length === 0}
          empty={
            <p className="text-sm text-muted-foreground" data-testid="empty-notes">
              {t("notes.empty")}
            </p>
          }
        >
          {(list) => (
            <ul className="max-h-[28rem] space-y-2 overflow-y-auto pr-1" aria-label={t("notes.list")} data-testid="list-notes">
              {list.map((note) => (
                <NoteItem
                  key={note.id}
                  note={note}
                  chapterTitle={chapterTitle(note.chapterId)}
                  onOpen={() => player.seekTo(note.timestamp, note.chapterId)}
                  onDelete={() => deleteNote.mutate(note.id)}
                  deleting={deletingId === note.id}
                />
              ))}
            </ul>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}

function AddNoteForm({
  courseId,
  currentChapter,
  player,
  clock,
}: {
  courseId: number;
  currentChapter: Chapter | null;
  player: NotesPlayer;
  clock?: PlaybackClock;
}) {
  const { t } = useTranslation("player");
  const addNote = useAddNote(courseId);
  const seconds = usePlaybackSeconds(clock);
  const form = useForm<NoteForm>({ resolver: zodResolver(noteFormSchema), defaultValues: { content: "" } });
  const content = form.watch("content") ?? "";
  const blank = content.trim().length === 0;
  const error = form.formState.errors.content?.message;

  const onSubmit = form.handleSubmit(({ content: text }) => {
    if (addNote.isPending) return;
    addNote.mutate(
      {
        content: text,
        timestamp: Math.max(0, Math.floor(player.getCurrentTime() || 0)),
        chapterId: currentChapter?.id ?? null,
      },
      { onSuccess: () => form.reset({ content: "" }) },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" data-testid="form-note">
      <Label htmlFor="note-content">
        {t("notes.new")}{" "}
        <span className="font-normal text-muted-foreground" data-testid="text-note-at">
          {currentChapter
            ? t("notes.atIn", { time: formatClock(seconds), chapter: currentChapter.title })
            : t("notes.at", { time: formatClock(seconds) })}
        </span>
      </Label>
      <Textarea
        id="note-content"
        rows={3}
        placeholder={t("notes.placeholder")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "note-content-error" : undefined}
        className="aria-[invalid=true]:border-destructive"
        data-testid="input-note"
        onKeyDown={(event) => {
          // Ctrl/Cmd+Enter saves without leaving the keyboard.
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void onSubmit();
          }
        }}
        {...form.register("content")}
      />
      <FieldError id="note-content-error" testId="error-note" message={error} />
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={blank || addNote.isPending} data-testid="button-add-note">
          {addNote.isPending ? <Spinner className="h-4 w-4 text-current" label={t("notes.saving")} /> : <Plus aria-hidden />}
          {t("notes.add")}
        </Button>
      </div>
    </form>
  );
}

function NoteItem({
  note,
  chapterTitle,
  onOpen,
  onDelete,
  deleting,
}: {
  note: Note;
  chapterTitle: string | null;
  onOpen: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t } = useTranslation("player");
  const time = formatClock(note.timestamp);
  return (
    <li
      className="flex items-start gap-1 rounded-lg border bg-muted/20 transition-colors hover:bg-muted/50"
      data-testid={`note-${note.id}`}
    >
      <button
        type="button"
        onClick={onOpen}
        className="min-w-0 flex-1 rounded-lg p-3 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        data-testid={`button-open-note-${note.id}`}
      >
        <span className="flex min-w-0 items-center gap-2 text-xs">
          {/* The visible text is the button's name (WCAG 2.5.3); these words make it a sentence. */}
          <span className="sr-only">{t("notes.goTo")}</span>{" "}
          <span
            className="shrink-0 rounded bg-primary/10 px-1.5 py-0.5 font-semibold tabular-nums text-primary"
            data-testid={`text-note-time-${note.id}`}
          >
            {time}
          </span>
          {chapterTitle && (
            <>
              {" "}
              <span className="sr-only">{t("notes.inChapter")}</span>{" "}
            </>
          )}
          {chapterTitle && (
            <span className="truncate text-muted-foreground" title={chapterTitle} data-testid={`text-note-chapter-${note.id}`}>
              {chapterTitle}
            </span>
          )}
        </span>{" "}
        <span className="mt-1.5 block whitespace-pre-line break-words text-sm" data-testid={`text-note-content-${note.id}`}>
          {note.content}
        </span>
      </button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="mr-1 mt-1 h-8 w-8 shrink-0 text-muted-foreground hover:text-destructive"
        onClick={onDelete}
        disabled={deleting}
        aria-label={t("notes.delete", { time })}
        title={t("notes.deleteShort")}
        data-testid={`button-delete-note-${note.id}`}
      >
        {deleting ? <Spinner className="h-4 w-4 text-current" label={t("notes.deleting")} /> : <Trash2 aria-hidden />}
      </Button>
    </li>
  );
}
