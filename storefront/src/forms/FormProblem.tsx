import * as page from '../styles/page.css';

/** Why a form could not be sent, announced; nothing while there is no problem. */
export function FormProblem({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <p className={page.formError} role="alert">
      {problem}
    </p>
  );
}
