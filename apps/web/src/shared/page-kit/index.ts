// The page kit: what every screen's frame shares, below both the list kit and the form kit (they import it, never
// each other): the page header with its help popover, the help texts, and the list ⇄ detail navigation.
export { PageHeader } from './page-header';
export { HelpPopover } from './help-popover';
export { HelpButton, HelpLines } from './help-button';
export { HELP_TEXTS, listHelp, readHelp, type HelpText, type PageType } from './help-texts';
export { useListNavigation, type ListNavigation } from './use-list-navigation';
