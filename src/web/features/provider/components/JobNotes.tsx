import { MessageSquarePlus, StickyNote } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { providerJobMessages as jm } from '@shared/messages';
import { JOB_NOTE_MAX } from '@shared/schemas/jobs';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { formatDateTime } from '@web/lib/format';
import { useAddNote, useJobNotes } from '../api/job-work';

/** The team's notes on its job, oldest first, and a box to add one. */
export function JobNotes({ jobId }: { jobId: string }) {
  const notes = useJobNotes(jobId, true);
  const add = useAddNote(jobId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const trimmed = body.trim();
    if (!trimmed) return setError('Write something first.');
    add.mutate(trimmed, {
      onSuccess: () => {
        setBody('');
        toast.success(jm.noteAdded);
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{jm.notesTitle}</CardTitle>
        <CardDescription>{jm.notesIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {notes.data ? (
          notes.data.notes.length ? (
            <ol className="grid gap-3" aria-label={jm.notesTitle}>
              {notes.data.notes.map((note) => (
                <li key={note.id} className="rounded-md border bg-muted/40 p-3">
                  <p className="whitespace-pre-wrap break-words">{note.body}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {note.author} · {formatDateTime(note.createdAt)}
                  </p>
                </li>
              ))}
            </ol>
          ) : (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <StickyNote className="size-4" aria-hidden="true" /> {jm.noNotes}
            </p>
          )
        ) : notes.error ? null : (
          <Spinner label="Loading notes" />
        )}
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <FormField
            id="job-note"
            label={jm.noteLabel}
            error={error ?? undefined}
            hint={`${body.length}/${JOB_NOTE_MAX} characters`}
          >
            <textarea
              id="job-note"
              rows={3}
              maxLength={JOB_NOTE_MAX}
              value={body}
              onChange={(e) => {
                setError(null);
                setBody(e.target.value);
              }}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'job-note-error' : 'job-note-hint'}
              className="w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-(--focus-ring) aria-[invalid=true]:border-destructive sm:text-sm"
            />
          </FormField>
          <Button type="submit" variant="outline" className="sm:justify-self-start" disabled={add.isPending}>
            <MessageSquarePlus aria-hidden="true" /> {add.isPending ? jm.adding : jm.addNote}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
