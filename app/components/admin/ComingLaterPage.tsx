import type { ComponentType, SVGProps } from "react";
import { EmptyState } from "./EmptyState";
import { PageHeader } from "./PageHeader";

/** An admin page whose editor a later release fills: says so plainly and lists what is coming. */
export function ComingLaterPage({
  title,
  description,
  notice,
  children,
  plannedFeatures,
  icon,
  back,
}: {
  title: string;
  description: string;
  notice: string;
  children: React.ReactNode;
  plannedFeatures: string[];
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  back?: { to: string; label: string };
}) {
  return (
    <>
      <PageHeader title={title} description={description} back={back} />
      <EmptyState title={notice} icon={icon} plannedFeatures={plannedFeatures}>
        {children}
      </EmptyState>
    </>
  );
}
