import { CopyButton } from "../CopyButton";
import { LinkIcon } from "../icons";

export function CopyLinkButton({ link, name }: { link: string; name: string }) {
  return (
    <CopyButton
      value={link}
      label="Copy link"
      copiedLabel="Link copied!"
      accessibleName={`Copy link to ${name}`}
      icon={<LinkIcon className="size-4" />}
    />
  );
}
