/** A link in a list row's action column, drawn as a small minimal button: `path?param=id`. */
import { Classes } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { displayText } from '@/lib/display';

export function RowLink({ path, param = 'id', id, text }: { path: string; param?: string; id: unknown; text: string }) {
  return (
    <Link
      className={`${Classes.BUTTON} ${Classes.SMALL} ${Classes.MINIMAL}`}
      to={`${path}?${param}=${encodeURIComponent(displayText(id))}`}
    >
      {text}
    </Link>
  );
}
