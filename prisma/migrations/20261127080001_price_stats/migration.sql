-- CreateTable
CREATE TABLE "PriceStat" (
    "id" SERIAL NOT NULL,
    "metric" TEXT NOT NULL,
    "serviceId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "province" TEXT NOT NULL,
    "offers" INTEGER NOT NULL,
    "craftsmen" INTEGER NOT NULL,
    "p25" DOUBLE PRECISION NOT NULL,
    "median" DOUBLE PRECISION NOT NULL,
    "p75" DOUBLE PRECISION NOT NULL,
    "low" DOUBLE PRECISION NOT NULL,
    "high" DOUBLE PRECISION NOT NULL,
    "bins" INTEGER[],
    "computedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PriceStat_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PriceStat_serviceId_province_idx" ON "PriceStat"("serviceId", "province");

-- CreateIndex
CREATE UNIQUE INDEX "PriceStat_metric_serviceId_title_province_key" ON "PriceStat"("metric", "serviceId", "title", "province");
