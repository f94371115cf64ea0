// The options of one filter select. They come from the list response's facets: what the catalogue
// holds, each with how many courses it would show ('Udemy (1,204)'). A response without facets (an
// older server, or one still loading) falls back to the fixed lists, without counts. Either way the
// current value stays in the list, so a select never silently shows 'All' while a filter is on.
import type { TFunction } from '../../../lib/i18n'
import { formatCount } from '../../../../domain/format'
import type { FacetOption } from '../../../../domain/schemas/course'
import { filterValueLabel, type ChoiceFilterName } from './filter-labels'

export interface FilterOption {
  value: string
  label: string
  /** No course would match: shown muted, and only selectable while it is the current value. */
  empty: boolean
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * The select's options and the value it shows. A filter typed into the URL in another case
 * ('Udemy') selects the option the catalogue holds ('udemy'), which the server matches alike.
 */
export function filterOptions(
  name: ChoiceFilterName,
  {
    facet,
    fallback,
    current,
  }: { facet: readonly FacetOption[] | undefined; fallback: readonly string[]; current: string },
  t: TFunction,
): { options: FilterOption[]; selected: string } {
  const options: FilterOption[] =
    facet && facet.length > 0
      ? facet.map(({ value, count }) => ({
          value,
          label: t('catalogue.optionCount', {
            name: filterValueLabel(name, value, t),
            amount: formatCount(count),
          }),
          empty: count === 0,
        }))
      : fallback.map((value) => ({
          value,
          label: filterValueLabel(name, value, t),
          empty: false,
        }))
  if (!current) return { options, selected: '' }
  const match = options.find((option) => same(option.value, current))
  if (match) return { options, selected: match.value }
  return {
    options: [
      ...options,
      { value: current, label: filterValueLabel(name, current, t), empty: false },
    ],
    selected: current,
  }
}
