// The learner screens' stat cards are the shared ones.
export { StatCard as LearningStatCard, StatGrid } from "@/components/stat-card";
