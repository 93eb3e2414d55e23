import { SearchBox } from '@rawex/ui-kit';
import type { useQueryParams } from '../navigation/use-query-params';

/**
 * A screen's search, kept in the address's `search` parameter: submitting sets it, Clear or a
 * blank submit removes it, and Back or a link with another search shows that one.
 */
export function QuerySearch({
  query,
  placeholder,
}: {
  query: ReturnType<typeof useQueryParams>;
  placeholder: string;
}) {
  const search = query.text('search');
  return (
    <SearchBox
      key={search}
      defaultValue={search}
      placeholder={placeholder}
      onSearch={(text) => query.update({ search: text })}
      onClear={() => query.update({ search: '' })}
    />
  );
}
