import { useWriteAccess } from '../access';
import { HelpButton, HelpLines } from './help-button';
import { resolveHelp, type HelpText, type PageType } from './help-texts';

interface Props {
  pageType: PageType;
  /** Replaces the default manual text of the page type. */
  text?: HelpText;
  /** Whether the user may write on this page; by default what the surrounding kit page decided (RecordPage). */
  canWrite?: boolean;
}

/** The page's manual; it mentions 등록, 수정 and 삭제 only to a user who may do them. */
export function HelpPopover({ pageType, text, canWrite }: Props) {
  const pageMayWrite = useWriteAccess();
  return (
    <HelpButton title="도움말">
      <HelpLines>{resolveHelp(pageType, text, canWrite ?? pageMayWrite)}</HelpLines>
    </HelpButton>
  );
}
