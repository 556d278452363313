import { useEffect, useRef } from "react";
import { useSearch } from "wouter";

/**
 * Runs `act(token)` once when the page opens with ?token=… (an emailed link). The ref keeps a
 * second effect run (React's StrictMode) from spending a single-use token twice.
 */
export function useTokenAction(act: (token: string) => void): string {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !token) return;
    done.current = true;
    act(token);
  }, [token, act]);
  return token;
}
