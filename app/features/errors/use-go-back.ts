import { useNavigate } from 'react-router';

/** "Go back" when this app has a previous entry in the history (React Router keeps its index). */
export function useGoBack(): (() => void) | undefined {
  const navigate = useNavigate();
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  const index = state && typeof state === 'object' && 'idx' in state ? Number(state.idx) : 0;
  return index > 0 ? () => void navigate(-1) : undefined;
}
