import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompanySwitcher } from './CompanySwitcher';

const companies = [
  { id: 'own', name: 'Kofi Mensah', role: 'owner' },
  { id: 'roasters', name: 'Hamburg Roasters GmbH', role: 'purchaser' },
  { id: 'andes', name: 'Andes Coffee', role: 'sales' },
];

const meta = {
  title: 'Navigation/CompanySwitcher',
  component: CompanySwitcher,
  args: { companies: companies.slice(0, 2), actingId: 'roasters', onSwitch: fn() },
  render: function Render(args) {
    const [acting, setActing] = useState(args.actingId);
    return (
      <CompanySwitcher
        {...args}
        actingId={acting}
        onSwitch={(id) => {
          setActing(id);
          args.onSwitch(id);
        }}
      />
    );
  },
} satisfies Meta<typeof CompanySwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company acted for shows with the person's role in it; choosing another switches. */
export const TwoCompanies: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Acting for' });
    await expect(trigger).toHaveTextContent('purchaser · Hamburg Roasters GmbH');
    await userEvent.click(trigger);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'owner · Kofi Mensah' }));
    await expect(args.onSwitch).toHaveBeenCalledWith('own');
  },
};

export const SeveralCompanies: Story = { args: { companies, actingId: 'andes' } };

/** While a switch is under way. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Acting for' })).toBeDisabled();
  },
};

/** One company: nothing to choose, nothing shown. */
export const OneCompany: Story = {
  args: { companies: companies.slice(0, 1), actingId: 'own' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};
