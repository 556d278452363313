import { afterEach, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { resetLocale, strictLocale } from "@/i18n/test-init";
import { EnrollmentProgress } from "./enrollment-progress";

afterEach(async () => {
  cleanup();
  await resetLocale();
});

it('reads as two words, the label and the figure, in every language ("Fortschritt 33 %")', async () => {
  await strictLocale("de");
  const { container } = render(<EnrollmentProgress courseId={4} progress={33.3} />);
  expect(screen.getByTestId("text-progress-4")).toHaveTextContent("33");
  expect(container.textContent).toMatch(/^Fortschritt\s33\s?%$/);
});
