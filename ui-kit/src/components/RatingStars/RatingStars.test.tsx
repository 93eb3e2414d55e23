import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RatingInput } from './RatingInput';
import { RatingStars } from './RatingStars';

describe('RatingStars', () => {
  it('names the average for screen readers and shows the review count', () => {
    render(<RatingStars value={4.25} count={12} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument();
  });

  it('says when nobody has rated yet', () => {
    render(<RatingStars value={null} count={0} />);
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
  });
});

describe('RatingInput', () => {
  it('reports the star picked', async () => {
    const onChange = vi.fn();
    render(<RatingInput label="Rate this supplier" value={0} onChange={onChange} />);
    const stars = screen.getAllByRole('radio');
    expect(stars).toHaveLength(5);
    await userEvent.click(stars[2]!);
    expect(onChange).toHaveBeenLastCalledWith(3);
  });
});
