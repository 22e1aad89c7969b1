import type { SxProps, Theme } from '@mui/material';

/**
 * Lists fit the screen from 1024 px with the sidebar open (issue 10 item 14): the page never scrolls sideways and
 * the toolbar ('Nuevo', 'Excel') wraps instead of leaving the screen.
 * - react-admin's layout has `min-width: fit-content`, so one wide table widened the whole page (bar and toolbar
 *   included) past the screen: it goes to 0.
 * - Tables: 6 px side padding, headers a size smaller, chips and e-mails may wrap, and the sort arrow of an unsorted
 *   column floats beside its header instead of widening the column (it only shows on hover); the producers list
 *   (ten columns) then fits in 768 px. A card that still cannot fit scrolls inside itself, never the page.
 */
export const estilosListas: SxProps<Theme> = {
  minWidth: 0,
  '& .RaLayout-content': { minWidth: 0, maxWidth: '100%' },
  '& .RaList-main': { minWidth: 0 },
  // twice the class: react-admin's own rule for the card comes later with the same weight
  '& .RaList-main .RaList-content': { overflowX: 'auto', maxWidth: '100%' },
  // from 800 px (below, react-admin stacks the toolbar in a column, where wrapping would open a second column)
  '@media (min-width: 800px)': { '& .RaList-actions, & .RaList-actions .MuiToolbar-root': { flexWrap: 'wrap', minWidth: 0 } },
  '& .RaDataTable-table': {
    '& .MuiTableCell-root': { px: 0.75 },
    '& thead .MuiTableCell-root': { fontSize: '0.8125rem', lineHeight: 1.3 },
    '& .MuiChip-root': { height: 'auto', minHeight: 24 },
    '& .MuiChip-label': { whiteSpace: 'normal' },
    '& th .MuiTableSortLabel-root': { position: 'relative' },
    '& th .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': { position: 'absolute', right: -14, m: 0 },
    '& td.column-email': { overflowWrap: 'anywhere' },
    // the last column's floating arrow would poke 8 px out of the card
    '& thead th:last-of-type': { overflow: 'hidden' },
  },
};
