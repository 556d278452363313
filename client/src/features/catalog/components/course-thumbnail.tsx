import { useState } from "react";
import { BarChart3, Briefcase, Cpu, Megaphone, Palette, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

export interface CourseThumbnailProps {
  course: { thumbnailUrl: string | null; category: string; title: string };
  className?: string;
}

interface Fallback {
  icon: LucideIcon;
  gradient: string;
}

const FALLBACKS: Record<string, Fallback> = {
  marketing: { icon: Megaphone, gradient: "from-rose-500 via-pink-500 to-orange-400" },
  finance: { icon: BarChart3, gradient: "from-emerald-600 via-teal-500 to-cyan-400" },
  business: { icon: Briefcase, gradient: "from-indigo-600 via-blue-500 to-sky-400" },
  technology: { icon: Cpu, gradient: "from-slate-800 via-violet-700 to-fuchsia-500" },
  design: { icon: Palette, gradient: "from-amber-500 via-orange-500 to-red-500" },
};

export function thumbnailFallback(category: string): Fallback {
  return FALLBACKS[category.trim().toLowerCase()] ?? FALLBACKS.business!;
}

/** The course image, or a per-category gradient with the category's icon when there is none (or it fails). */
export function CourseThumbnail({ course, className }: CourseThumbnailProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = course.thumbnailUrl;

  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={course.title}
        loading="lazy"
        onError={() => setFailed(src)}
        className={cn("aspect-video w-full object-cover", className)}
        data-testid="img-course-thumbnail"
      />
    );
  }

  const { icon: Icon, gradient } = thumbnailFallback(course.category);
  return (
    <div
      role="img"
      aria-label={course.title}
      className={cn("relative flex aspect-video w-full items-center justify-center overflow-hidden bg-gradient-to-br", gradient, className)}
      data-testid="img-course-thumbnail-fallback"
    >
      <div aria-hidden className="absolute -right-6 -top-6 h-24 w-24 rounded-full bg-white/10" />
      <div aria-hidden className="absolute -bottom-8 -left-4 h-28 w-28 rounded-full bg-black/10" />
      <Icon aria-hidden className="relative h-10 w-10 text-white/90 drop-shadow" strokeWidth={1.5} />
    </div>
  );
}
