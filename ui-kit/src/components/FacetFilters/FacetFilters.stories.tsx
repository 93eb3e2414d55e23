import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoFacetGroups } from '@rawex/fixtures/records';
import { FacetFilters, type FacetFiltersProps } from './FacetFilters';

function Controlled(props: FacetFiltersProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <FacetFilters
      {...props}
      selected={selected}
      onChange={(name, values) => {
        setSelected((current) => ({ ...current, [name]: values }));
        props.onChange(name, values);
      }}
    />
  );
}

const meta = {
  title: 'Catalogue/FacetFilters',
  component: FacetFilters,
  args: { groups: demoFacetGroups, selected: {}, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof FacetFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every group folded to its six most common values, each with its count. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const origins = canvas.getByRole('group', { name: 'Origin' });
    const [first] = demoFacetGroups[0]!.options;
    await userEvent.click(within(origins).getByRole('checkbox', { name: new RegExp(`^${first!.label}`) }));
    await expect(args.onChange).toHaveBeenLastCalledWith('originCountry', [first!.value]);
  },
};

/** A chosen value stays in sight in a folded group; Show all unfolds it. */
export const Chosen: Story = {
  args: { selected: { originCountry: [demoFacetGroups[0]!.options.at(-1)!.value] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const origins = canvas.getByRole('group', { name: 'Origin' });
    const last = demoFacetGroups[0]!.options.at(-1)!;
    await expect(within(origins).getByRole('checkbox', { name: new RegExp(`^${last.label}`) })).toBeChecked();
    const showAll = canvas.getAllByRole('button', { name: /^Show all/ })[0]!;
    await userEvent.click(showAll);
    await expect(within(origins).getAllByRole('checkbox')).toHaveLength(demoFacetGroups[0]!.options.length);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
