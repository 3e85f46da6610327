import { LoadingScreen } from "@/components/loading-screen";

export default function Loading() {
  return <LoadingScreen />;
}
