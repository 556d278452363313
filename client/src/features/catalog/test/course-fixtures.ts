// Test data and a fetch stub for the catalogue and course-player component tests.
import { vi } from "vitest";
import type { PublicUser } from "@shared/schemas/auth";
import type { Chapter, Course, Section } from "@shared/schemas/courses";

export function makeCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: 1,
    title: "Digital Marketing Mastery",
    description: "Plan, launch and measure campaigns.",
    category: "marketing",
    level: "beginner",
    price: "129.00",
    originalPrice: "199.00",
    thumbnailUrl: null,
    guidelines: null,
    isPublished: true,
    sequential: false,
    studentsCount: 3,
    lessonsCount: 4,
    duration: 75,
    rating: 4.5,
    reviewCount: 2,
    createdAt: "2025-01-05T00:00:00.000Z",
    ...overrides,
  };
}

export function makeSection(overrides: Partial<Section> = {}): Section {
  return {
    id: 1,
    courseId: 1,
    title: "Foundations",
    description: null,
    orderIndex: 1,
    createdAt: "2025-01-05T00:00:00.000Z",
    ...overrides,
  };
}

export function makeChapter(overrides: Partial<Chapter> = {}): Chapter {
  const locked = overrides.locked ?? false;
  return {
    id: 1,
    courseId: 1,
    sectionId: null,
    title: "Lesson",
    description: null,
    duration: 65,
    orderIndex: 1,
    isPreview: false,
    guidelines: null,
    hasVideo: true,
    locked,
    videoUrl: null,
    videoFile: locked ? null : "/uploads/videos/a.mp4",
    videoStreamUrl: locked ? null : `/api/chapters/${overrides.id ?? 1}/video`,
    videoStatus: null,
    videoProgress: 0,
    videoError: null,
    hlsUrl: null,
    posterUrl: null,
    availableAfterDays: null,
    availableAt: null,
    hasQuiz: false,
    quizPassed: false,
    lockReason: locked ? "NO_COURSE_ACCESS" : null,
    opensAt: null,
    finishFirst: null,
    captions: [],
    ...overrides,
  };
}

export function makeUser(role: PublicUser["role"]): PublicUser {
  return {
    id: 9,
    username: role,
    email: `${role}@example.com`,
    firstName: "Test",
    lastName: "User",
    role,
    status: "active",
    createdAt: "2025-01-01T00:00:00.000Z",
    profileImageUrl: null,
    bio: null,
    location: null,
    website: null,
    linkedIn: null,
    twitter: null,
    businessName: null,
    paypalEmail: null,
    bankAccount: null,
    affiliateCode: null,
    accountData: { affiliateCode: null },
    emailVerified: true,
    twoFactorEnabled: false,
    passkeyCount: 0,
  };
}

type Reply = { status: number; body?: unknown };
export type PathHandler = (url: URL, init: RequestInit) => Reply | undefined;

/** A fetch stub that routes by method and pathname (query strings are passed to the handler). */
export function stubApi(handlers: Record<string, PathHandler | Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, "http://localhost");
    const handler = handlers[`${(init.method ?? "GET").toUpperCase()} ${url.pathname}`];
    const reply = (typeof handler === "function" ? handler(url, init) : handler) ?? { status: 404, body: { message: "Not found" } };
    const text = reply.body === undefined ? "" : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The /api/courses URLs the stub was called with. */
export function courseListCalls(fetchMock: ReturnType<typeof stubApi>): URL[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost")).filter((url) => url.pathname === "/api/courses");
}
