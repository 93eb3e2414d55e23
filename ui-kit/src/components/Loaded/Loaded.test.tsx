import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loaded } from './Loaded';

const shown = (props: { data: string[] | undefined; failed?: string }) =>
  render(
    <Loaded
      data={props.data}
      failed={props.failed && <p role="alert">{props.failed}</p>}
      placeholder={<p>Loading</p>}
      empty={<p>Nothing yet</p>}
    >
      {(items) => <p>{items.join(', ')}</p>}
    </Loaded>,
  );

describe('Loaded', () => {
  it('shows the failure before anything else, even over data already read', () => {
    shown({ data: ['copper'], failed: 'Failed to load the products' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load the products');
    expect(screen.queryByText('copper')).not.toBeInTheDocument();
  });

  it('shows the placeholder while the data is on its way', () => {
    shown({ data: undefined });
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });

  it('shows the empty state for an empty list, and the data otherwise', () => {
    const empty = shown({ data: [] });
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    empty.unmount();
    shown({ data: ['copper', 'tin'] });
    expect(screen.getByText('copper, tin')).toBeInTheDocument();
    expect(screen.queryByText('Nothing yet')).not.toBeInTheDocument();
  });
});
