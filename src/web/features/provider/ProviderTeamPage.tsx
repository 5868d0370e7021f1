import { Mail, Pencil, Phone, Trash2, UserPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { MAX_TEAM_MEMBERS } from '@shared/constants';
import { providerMessages as m } from '@shared/messages';
import type { TeamMemberView, TeamView } from '@shared/schemas/provider';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { useAddTeamMember } from './api/add-team-member';
import { useRemoveTeamMember } from './api/remove-team-member';
import { useTeam } from './api/team';
import { useUpdateTeamMember } from './api/update-team-member';
import { ProviderShell } from './components/ProviderShell';
import { RejectedNotice } from './components/RejectedNotice';
import { NotificationMethodBadge } from './components/team/NotificationMethodBadge';
import { TeamMemberForm } from './components/team/TeamMemberForm';
import { useErrorToast } from '@web/lib/use-error-toast';
import { useFocusAfterRender } from '@web/lib/use-focus-after-render';
import { displayPhone } from '@shared/phone';

/** /provider/team: who is notified of new jobs, and how (the route guard has already checked the session). */
export default function ProviderTeamPage() {
  const team = useTeam();

  useErrorToast(team.error, m.error);

  return (
    <ProviderShell title="Manage Team">
      {team.data ? (
        <TeamContent team={team.data} />
      ) : team.error ? (
        <Card>
          <CardHeader>
            <CardTitle>We couldn't load your team</CardTitle>
            <CardDescription>{team.error.message}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={() => void team.refetch()} disabled={team.isFetching}>
              Try Again
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Spinner label="Loading team" />
      )}
    </ProviderShell>
  );
}

function TeamContent({ team }: { team: TeamView }) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TeamMemberView | null>(null);
  const addMember = useAddTeamMember();
  const full = team.members.length >= MAX_TEAM_MEMBERS;
  // where focus goes once the list shows an addition (issue 18): the add form's Name field for the next entry, or the
  // new member's name when the team is now full and the form gone
  const focusAfterRender = useFocusAfterRender();
  // after a removal, the next member's Remove button, or the list's heading when there is none
  const afterRemoval = (removed: TeamMemberView) => {
    const index = team.members.findIndex((member) => member.id === removed.id);
    const next = team.members.slice(index + 1).find((member) => !member.isPrimary);
    return next ? removeButtonId(next) : 'team-members-title';
  };

  return (
    <>
      {team.editable ? null : <RejectedNotice title={m.teamLockedRejected} />}

      <Card>
        <CardHeader className="gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1.5">
            <CardTitle id="team-members-title" tabIndex={-1}>
              Team Members
            </CardTitle>
            <CardDescription>
              Everyone here is notified of new jobs by the method shown. Whoever claims a job first wins it for your
              business.
            </CardDescription>
          </div>
          <p className="shrink-0 text-sm text-muted-foreground">
            {team.members.length} of {MAX_TEAM_MEMBERS} members
          </p>
        </CardHeader>
        <CardContent>
          <ul aria-labelledby="team-members-title" className="grid gap-3">
            {team.members.map((member) =>
              editingId === member.id ? (
                <EditMemberItem key={member.id} member={member} onDone={() => setEditingId(null)} />
              ) : (
                <MemberItem
                  key={member.id}
                  member={member}
                  editable={team.editable}
                  onEdit={() => setEditingId(member.id)}
                  onRemove={() => setRemoving(member)}
                />
              ),
            )}
          </ul>
        </CardContent>
      </Card>

      {team.editable ? (
        <Card>
          <CardHeader>
            <CardTitle id="add-member-title" className="flex items-center gap-2">
              <UserPlus className="size-5 text-primary" aria-hidden="true" /> Add Team Member
            </CardTitle>
            <CardDescription>They start receiving job notifications as soon as they are added.</CardDescription>
          </CardHeader>
          <CardContent>
            {full ? (
              <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
                {m.teamTooLarge}. Remove someone to add another member.
              </p>
            ) : (
              <TeamMemberForm
                idPrefix="new-member"
                aria-label="Add team member"
                submitLabel={
                  <>
                    <UserPlus aria-hidden="true" /> Add Member
                  </>
                }
                pendingLabel="Adding..."
                resetOnSuccess
                onSubmit={async (values) => {
                  const added = await addMember.mutateAsync(values);
                  toast.success(m.teamMemberAdded, { description: `${added.name} will be notified of new jobs.` });
                  focusAfterRender(
                    team.members.length + 1 >= MAX_TEAM_MEMBERS ? memberNameId(added) : 'new-member-name',
                  );
                }}
              />
            )}
          </CardContent>
        </Card>
      ) : null}

      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} focusAfterRemoval={afterRemoval} />
    </>
  );
}

const memberNameId = (member: TeamMemberView) => `member-${member.id}-name`;
const removeButtonId = (member: TeamMemberView) => `member-${member.id}-remove`;

function MemberItem({
  member,
  editable,
  onEdit,
  onRemove,
}: {
  member: TeamMemberView;
  editable: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const name = member.name || 'Unnamed member';
  return (
    <li
      aria-label={name}
      className="flex flex-col gap-3 rounded-lg border bg-background p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={memberNameId(member)} tabIndex={-1} className="font-semibold break-words">
            {name}
          </h3>
          {member.isPrimary ? <Badge variant="secondary">Primary</Badge> : null}
          <NotificationMethodBadge method={member.notificationMethod} />
        </div>
        <div className="flex flex-col gap-1 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-5">
          <span className="flex min-w-0 items-center gap-1.5">
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">Phone: </span>
            {member.phone ? displayPhone(member.phone) : 'No phone'}
          </span>
          <span className="flex min-w-0 items-center gap-1.5">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">Email: </span>
            <span className="truncate">{member.email || 'No email'}</span>
          </span>
        </div>
      </div>
      {editable ? (
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
          {member.isPrimary ? null : (
            <Button
              id={removeButtonId(member)}
              variant="outline"
              size="sm"
              onClick={onRemove}
              aria-label={`Remove ${name}`}
              className="text-destructive hover:bg-destructive/10"
            >
              <Trash2 aria-hidden="true" /> Remove
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}

function EditMemberItem({ member, onDone }: { member: TeamMemberView; onDone: () => void }) {
  const updateMember = useUpdateTeamMember();
  const name = member.name || 'Unnamed member';
  return (
    <li className="grid gap-4 rounded-lg border-2 border-primary/40 bg-background p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">Editing {name}</h3>
        {member.isPrimary ? <Badge variant="secondary">Primary</Badge> : null}
      </div>
      <TeamMemberForm
        idPrefix={`member-${member.id}`}
        aria-label={`Edit ${name}`}
        defaultValues={{
          name: member.name,
          phone: member.phone ? displayPhone(member.phone) : '',
          email: member.email,
          notificationMethod: member.notificationMethod,
        }}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        onSubmit={async (values) => {
          const saved = await updateMember.mutateAsync({ id: member.id, member: values });
          toast.success(m.teamMemberUpdated, { description: `${saved.name}'s details are saved.` });
          onDone();
        }}
        secondaryAction={
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
        }
      />
    </li>
  );
}

function RemoveMemberDialog({
  member,
  onClose,
  focusAfterRemoval,
}: {
  member: TeamMemberView | null;
  onClose: () => void;
  /** the id of the element to focus once the member is gone (their own Remove button is gone with them) */
  focusAfterRemoval: (member: TeamMemberView) => string;
}) {
  const removeMember = useRemoveTeamMember();
  const name = member?.name || 'this member';
  // set once the removal succeeded; a cancelled dialog gives focus back to the Remove button, as dialogs do
  const focusOnClose = useRef<string | null>(null);

  const confirm = () => {
    if (!member) return;
    const target = focusAfterRemoval(member);
    removeMember.mutate(member.id, {
      onSuccess: () => {
        focusOnClose.current = target;
        toast.success(m.teamMemberRemoved, { description: `${name} will no longer be notified of new jobs.` });
        onClose();
      },
      onError: (err) => toast.error(m.error, { description: err.message }),
    });
  };

  return (
    <Dialog open={member !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const target = focusOnClose.current && document.getElementById(focusOnClose.current);
          focusOnClose.current = null;
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Remove {name}?</DialogTitle>
          <DialogDescription>
            They will stop receiving job notifications right away. You can add them again later.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={removeMember.isPending}>
            <Trash2 aria-hidden="true" /> {removeMember.isPending ? 'Removing...' : 'Remove Member'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
