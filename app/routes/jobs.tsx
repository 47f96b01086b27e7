import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

/** /jobs is where visitors guess the job openings are; they live at /apply-jobs-now (the search and page kept). */
export function loader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  return redirect(`/apply-jobs-now${search}`, 301);
}
