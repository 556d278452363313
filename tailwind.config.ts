// Tailwind v4 reads its theme from CSS; this file is loaded through `@config` in
// client/src/index.css so the design tokens stay in one typed place.
import type { Config } from "tailwindcss";

export default {
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  darkMode: "class",
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef4ff",
          100: "#dbe6fe",
          // Brand text on the dark theme's slate backgrounds (the landing page).
          200: "#bfd3fe",
          300: "#93b4fd",
          500: "#3b6ef6",
          600: "#2553eb",
          700: "#1d41d8",
          900: "#1e2f6b",
        },
      },
    },
  },
} satisfies Config;
