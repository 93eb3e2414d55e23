import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MilestoneSteps } from './MilestoneSteps';

describe('MilestoneSteps', () => {
  it('dates the steps reached, says which are to come, and marks the last one reached as current', () => {
    render(
      <MilestoneSteps
        label="Milestones"
        steps={[
          { title: 'Paid', reachedAt: '2026-11-02T10:00:00Z' },
          { title: 'Shipped', reachedAt: '2026-11-09T10:00:00Z' },
          { title: 'Received', reachedAt: null },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Milestones' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Paid (done) · Nov 2, 2026',
      'Shipped (done) · Nov 9, 2026',
      'Received (to come)',
    ]);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  });

  it('marks no step current while none is reached', () => {
    render(<MilestoneSteps label="Milestones" steps={[{ title: 'Paid', reachedAt: null }]} />);
    expect(screen.getByRole('listitem')).not.toHaveAttribute('aria-current');
  });
});
