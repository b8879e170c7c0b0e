// The one reason dialog of the provider's dashboard and the admin console: a required reason is
// asked for beside its field, an optional one may be left empty, and each opening starts blank.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import { ReasonDialog } from '@utsav/shared/ui/reason-dialog';

const words = { label: 'Reason', hint: 'They read this.', required: 'Write a reason.', back: 'Go back', saving: 'Saving…' };

function Harness({ optional = false, sent }: { optional?: boolean; sent: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ReasonDialog
        open={open}
        title="Decline"
        consequence="The customer is told."
        confirmLabel="Decline request"
        words={words}
        className="test-dialog"
        optional={optional}
        pending={false}
        error={null}
        onConfirm={(text) => {
          sent.push(text);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

describe('ReasonDialog', () => {
  it('sends nothing without a required reason, says so beside the field, then sends the trimmed text', async () => {
    const sent: string[] = [];
    const { user } = await renderWithProviders(<Harness sent={sent} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Decline request', hidden: true }));
    const field = screen.getByLabelText('Reason');
    expect(field).toHaveAccessibleDescription('Write a reason.');
    expect(sent).toEqual([]);
    await user.type(field, '  Fully booked  ');
    expect(field).toHaveAccessibleDescription('They read this.');
    await user.click(screen.getByRole('button', { name: 'Decline request', hidden: true }));
    expect(sent).toEqual(['Fully booked']);
  });

  it('an optional text may be empty, and the next opening starts blank', async () => {
    const sent: string[] = [];
    const { user } = await renderWithProviders(<Harness optional sent={sent} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(screen.getByLabelText('Reason'), 'typed for another booking');
    await user.click(screen.getByRole('button', { name: 'Go back', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('Reason')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Decline request', hidden: true }));
    expect(sent).toEqual(['']);
  });
});
