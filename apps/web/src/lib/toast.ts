// A tiny store for toasts, usable from thunks and event handlers alike (no React needed to raise one).

type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export const TOAST_AUTO_CLOSE_MS = 7000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function showToast(kind: ToastKind, message: string): number {
  const id = nextId++;
  // A success answers what was tried before: an older error beside it (a failed save, then a good
  // one) would read as if the last action had failed too (issue 16 walkthrough).
  const kept = kind === 'success' ? toasts.filter((t) => t.kind !== 'error') : toasts;
  toasts = [...kept, { id, kind, message }];
  emit();
  return id;
}

export const toast = {
  success: (message: string) => showToast('success', message),
  error: (message: string) => showToast('error', message),
  info: (message: string) => showToast('info', message),
};

export function dismissToast(id: number): void {
  const next = toasts.filter((t) => t.id !== id);
  if (next.length === toasts.length) return;
  toasts = next;
  emit();
}

export function clearToasts(): void {
  toasts = [];
  emit();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}
