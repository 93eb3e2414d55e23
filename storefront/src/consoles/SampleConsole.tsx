import { ConsoleShell, type ConsoleShellProps } from '@rawex/ui-kit';
import { usePageTitle } from '../navigation/page-title';
import { usePhone } from '../hooks/use-phone';

export const SAMPLE_DATA_LABEL = 'Sample data';

/** A sample-data console's frame: its page title, "Sample data" by its name, and the tab set of this device. */
export function SampleConsole(props: Omit<ConsoleShellProps, 'sourceLabel' | 'phone'>) {
  usePageTitle(props.title);
  const phone = usePhone();
  return <ConsoleShell {...props} sourceLabel={SAMPLE_DATA_LABEL} phone={phone} />;
}
