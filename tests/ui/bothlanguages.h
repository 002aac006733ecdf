#pragma once

// A test run once in English and once in Simplified Chinese: the language is applied before
// each run (as Settings > Language does) and English is restored after it.

#include "gpuadvisor/ui/shell/languages.h"

#include "tempdir.h"

#include <gtest/gtest.h>

namespace gpuadvisor {

class BothLanguagesTest : public TempDirTest, public ::testing::WithParamInterface<const char*> {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        Languages::apply(QString::fromLatin1(GetParam()));
    }
    void TearDown() override {
        Languages::apply(QStringLiteral("en"));
        TempDirTest::TearDown();
    }
};

} // namespace gpuadvisor
