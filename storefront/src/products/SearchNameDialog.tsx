import { SAVED_SEARCH_NAME_LENGTH } from '@rawex/api/contracts';
import { Button, Dialog, TextField } from '@rawex/ui-kit';
import type { FormEvent } from 'react';
import { useApiForm } from '../forms/use-api-form';
import { FormProblem } from '../forms/FormProblem';

export interface SearchNameDialogProps {
  title: string;
  description: string;
  submitLabel: string;
  defaultName: string;
  onOpenChange: (open: boolean) => void;
  /** Saves under the name; what it throws is shown in the dialog, which stays open. */
  onSubmit: (name: string) => Promise<void>;
}

/** Asks for a saved search's name: when saving one, and when renaming it. */
export function SearchNameDialog({
  title,
  description,
  submitLabel,
  defaultName,
  onOpenChange,
  onSubmit,
}: SearchNameDialogProps) {
  const form = useApiForm({ name: defaultName });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(
      ({ name }): Record<string, string> => (name.trim() ? {} : { name: 'Give the search a name.' }),
      ({ name }) => onSubmit(name.trim()),
      'The search could not be saved. Please try again.',
    );
  };
  return (
    <Dialog.Root open onOpenChange={({ open }) => onOpenChange(open)}>
      <Dialog.Content>
        <Dialog.Header>{title}</Dialog.Header>
        <Dialog.Form onSubmit={submit}>
          <Dialog.Body>
            <Dialog.Description>{description}</Dialog.Description>
            <TextField
              label="Name"
              name="name"
              required
              maxLength={SAVED_SEARCH_NAME_LENGTH}
              value={form.values.name}
              onChange={(event) => form.set('name', event.target.value)}
              error={form.errors.name}
            />
            <FormProblem problem={form.errors.form ?? null} />
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <Button tone="ghost" type="button">
                Cancel
              </Button>
            </Dialog.CloseTrigger>
            <Button type="submit" disabled={form.busy}>
              {form.busy ? 'Saving...' : submitLabel}
            </Button>
          </Dialog.Footer>
        </Dialog.Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
