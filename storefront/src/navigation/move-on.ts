import { useTransition } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Leaves a form that is done (signed in, account made) for the page it leads to, and says while
 * that page is still on its way. The move is a transition: the form stays on screen until the
 * next page's code has loaded, and a form offering its button again meanwhile reads as if it had
 * failed (people signed in a second time). `movingOn` keeps the form busy until it is gone.
 */
export function useMoveOn(): { movingOn: boolean; moveOn: (path: string) => void } {
  const navigate = useNavigate();
  const [movingOn, startMovingOn] = useTransition();
  return {
    movingOn,
    moveOn: (path) => startMovingOn(() => navigate(path, { replace: true })),
  };
}
