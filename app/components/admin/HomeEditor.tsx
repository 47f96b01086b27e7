import { ComingLaterPage } from "./ComingLaterPage";
import { HomeIcon } from "./icons";

/** The Home page editor, shown at both /admin and /admin/home. */
export function HomeEditor() {
  return (
    <ComingLaterPage
      title="Home"
      description="The sections of the public home page: hero, highlights, services and calls to action."
      notice="The Home page editor arrives in a later release."
      icon={HomeIcon}
      plannedFeatures={[
        "Edit headings, text and buttons",
        "Reorder and hide sections",
        "Pick images from the image library",
        "Changes go live without a redeploy",
      ]}
    >
      Until then the home page shows the content the site was set up with. Use <strong>Visit Live Website</strong> to see it.
    </ComingLaterPage>
  );
}
