import { FilterSheet, type FilterSheetProps } from '@rawex/ui-kit';
import { useMountedOpen } from '../../hooks/use-mounted-open';

/** The filter sheet in a chunk of its own: its dialog, radio group and slider load when Filter is first pressed. */
export default function FilterPanel<Sort extends string>(props: FilterSheetProps<Sort>) {
  return <FilterSheet {...props} open={useMountedOpen(props.open)} />;
}
