// A small tag editor for learningGoals (docs/spec.md §3): type a goal, Enter or Add; × removes it.
import { useState, type KeyboardEvent } from "react";
import { Plus, X } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { LEARNING_GOAL_MAX_LENGTH, LEARNING_GOALS_MAX } from "@shared/schemas/profile";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { i18n } from "@/i18n";

interface LearningGoalsEditorProps {
  goals: string[];
  onChange: (goals: string[]) => void;
  error?: string;
}

function problemWith(goal: string, goals: string[]): string | null {
  if (!goal) return null;
  if (goal.length > LEARNING_GOAL_MAX_LENGTH) return i18n.t("learning:settings.goals.tooLong", { max: LEARNING_GOAL_MAX_LENGTH });
  if (goals.some((existing) => existing.toLowerCase() === goal.toLowerCase())) return i18n.t("learning:settings.goals.duplicate");
  if (goals.length >= LEARNING_GOALS_MAX) return i18n.t("learning:settings.goals.tooMany", { max: LEARNING_GOALS_MAX });
  return null;
}

export function LearningGoalsEditor({ goals, onChange, error }: LearningGoalsEditorProps) {
  const { t } = useTranslation("learning");
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const goal = draft.trim();

  const add = () => {
    const reason = problemWith(goal, goals);
    setProblem(reason);
    if (!goal || reason) return;
    onChange([...goals, goal]);
    setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault(); // Enter adds the goal instead of submitting the whole form
    add();
  };

  const message = problem ?? error;
  return (
    <div className="space-y-2">
      <Label htmlFor="setting-learning-goal">{t("settings.goals.label")}</Label>
      <div className="flex gap-2">
        <Input
          id="setting-learning-goal"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={t("settings.goals.placeholder")}
          maxLength={LEARNING_GOAL_MAX_LENGTH + 1}
          aria-invalid={message ? true : undefined}
          aria-describedby="setting-learning-goal-hint"
          data-testid="input-learning-goal"
        />
        <Button type="button" variant="outline" onClick={add} disabled={!goal} data-testid="button-add-learning-goal">
          <Plus aria-hidden />
          {t("settings.goals.add")}
        </Button>
      </div>
      <p id="setting-learning-goal-hint" className="text-xs text-muted-foreground">
        {t("settings.goals.hint", { max: LEARNING_GOALS_MAX })}
      </p>
      {message && (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="error-learningGoals">
          {message}
        </p>
      )}
      {goals.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="text-no-learning-goals">
          {t("settings.goals.none")}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t("settings.goals.list")} data-testid="list-learning-goals">
          {goals.map((item, index) => (
            <li key={item}>
              <Badge variant="secondary" className="gap-1 py-1 pr-1 text-sm font-medium" data-testid={`badge-learning-goal-${index}`}>
                <span className="max-w-[16rem] truncate">{item}</span>
                <button
                  type="button"
                  onClick={() => onChange(goals.filter((_, i) => i !== index))}
                  className="cursor-pointer rounded-full p-0.5 hover:bg-background/60 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={t("settings.goals.remove", { goal: item })}
                  data-testid={`button-remove-learning-goal-${index}`}
                >
                  <X className="h-3.5 w-3.5" aria-hidden />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
